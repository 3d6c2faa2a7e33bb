import { UnverifiedCell as UnverifiedCell_06a41d67e944df07f494bed161ee428b } from '../../../components/admin/UnverifiedCell'
import { DocumentHistory as DocumentHistory_ef817ec2dc521f9586d68ed8cf831641 } from '../../../components/admin/DocumentHistory'
import { CallableNowField as CallableNowField_708bb2f6a7adb8203569f064ca78fdf1 } from '../../../components/admin/CallableNow'
import { CallableNowCell as CallableNowCell_708bb2f6a7adb8203569f064ca78fdf1 } from '../../../components/admin/CallableNow'
import { LeadsExportButton as LeadsExportButton_da32a5e7d120025fb7ecab70d28d58b4 } from '../../../components/admin/LeadsExportButton'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CurrentPasswordField as CurrentPasswordField_28d17a3fb57fcfdd84576cae29621dd2 } from '../../../components/CurrentPasswordField'
import { AuditChangesCell as AuditChangesCell_ecf9c3b42cc1b683ce8744dcd9f23b0a } from '../../../components/admin/AuditChanges'
import { AuditChangesField as AuditChangesField_ecf9c3b42cc1b683ce8744dcd9f23b0a } from '../../../components/admin/AuditChanges'
import { Icon as Icon_81fda60f3e3709e861f40982a767707d } from '../../../components/admin/Brand'
import { Logo as Logo_81fda60f3e3709e861f40982a767707d } from '../../../components/admin/Brand'
import { AdminNavLinks as AdminNavLinks_6e8db327abb4c1711d058b611f9e01a3 } from '../../../components/admin/AdminNavLinks'
import { DashboardPanel as DashboardPanel_9ef81ebbf84e03840e01794d534e1b7f } from '../../../components/admin/DashboardPanel'
import { NeedsAttention as NeedsAttention_78e54d280b8e31c3b8527448c1aa7872 } from '../../../components/admin/NeedsAttention'
import { NavBrand as NavBrand_81fda60f3e3709e861f40982a767707d } from '../../../components/admin/Brand'
import { PrivacyView as PrivacyView_ed21f47feaf1b4914cf27c51b3161086 } from '../../../components/admin/PrivacyView'
import { ImportView as ImportView_9f4c1248a9594c235a871ba4f4fe9e66 } from '../../../components/admin/ImportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/UnverifiedCell#UnverifiedCell": UnverifiedCell_06a41d67e944df07f494bed161ee428b,
  "/components/admin/DocumentHistory#DocumentHistory": DocumentHistory_ef817ec2dc521f9586d68ed8cf831641,
  "/components/admin/CallableNow#CallableNowField": CallableNowField_708bb2f6a7adb8203569f064ca78fdf1,
  "/components/admin/CallableNow#CallableNowCell": CallableNowCell_708bb2f6a7adb8203569f064ca78fdf1,
  "/components/admin/LeadsExportButton#LeadsExportButton": LeadsExportButton_da32a5e7d120025fb7ecab70d28d58b4,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_28d17a3fb57fcfdd84576cae29621dd2,
  "/components/admin/AuditChanges#AuditChangesCell": AuditChangesCell_ecf9c3b42cc1b683ce8744dcd9f23b0a,
  "/components/admin/AuditChanges#AuditChangesField": AuditChangesField_ecf9c3b42cc1b683ce8744dcd9f23b0a,
  "/components/admin/Brand#Icon": Icon_81fda60f3e3709e861f40982a767707d,
  "/components/admin/Brand#Logo": Logo_81fda60f3e3709e861f40982a767707d,
  "/components/admin/AdminNavLinks#AdminNavLinks": AdminNavLinks_6e8db327abb4c1711d058b611f9e01a3,
  "/components/admin/DashboardPanel#DashboardPanel": DashboardPanel_9ef81ebbf84e03840e01794d534e1b7f,
  "/components/admin/NeedsAttention#NeedsAttention": NeedsAttention_78e54d280b8e31c3b8527448c1aa7872,
  "/components/admin/Brand#NavBrand": NavBrand_81fda60f3e3709e861f40982a767707d,
  "/components/admin/PrivacyView#PrivacyView": PrivacyView_ed21f47feaf1b4914cf27c51b3161086,
  "/components/admin/ImportView#ImportView": ImportView_9f4c1248a9594c235a871ba4f4fe9e66,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
