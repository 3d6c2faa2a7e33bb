import * as migration_20261122_023740_initial from './20261122_023740_initial';
import * as migration_20261122_031631_blog_content_html from './20261122_031631_blog_content_html';
import * as migration_20261122_035329_leads_phone_optional_for_contact from './20261122_035329_leads_phone_optional_for_contact';
import * as migration_20261122_150308_security_hardening from './20261122_150308_security_hardening';
import * as migration_20261123_183850_card_fee_model_and_sources from './20261123_183850_card_fee_model_and_sources';
import * as migration_20261123_191029_card_review_note from './20261123_191029_card_review_note';
import * as migration_20261123_210035_leads_intake_and_jobs from './20261123_210035_leads_intake_and_jobs';
import * as migration_20261123_213641_audit_log from './20261123_213641_audit_log';
import * as migration_20261123_234837_catalogue_import_audit_api_keys from './20261123_234837_catalogue_import_audit_api_keys';
import * as migration_20261124_022142_card_reward_rules from './20261124_022142_card_reward_rules';
import * as migration_20261124_022834_card_finder_preferences from './20261124_022834_card_finder_preferences';
import * as migration_20261126_070838_member_account from './20261126_070838_member_account';
import * as migration_20261126_092452_api_key_expiry from './20261126_092452_api_key_expiry';
import * as migration_20261127_032306_source_checks_and_conditional_fees from './20261127_032306_source_checks_and_conditional_fees';
import * as migration_20261127_042344_fx_fee_note from './20261127_042344_fx_fee_note';
import * as migration_20261127_130620_localised_content from './20261127_130620_localised_content';
import * as migration_20261127_130912_person_locale from './20261127_130912_person_locale';

export const migrations = [
  {
    up: migration_20261122_023740_initial.up,
    down: migration_20261122_023740_initial.down,
    name: '20261122_023740_initial',
  },
  {
    up: migration_20261122_031631_blog_content_html.up,
    down: migration_20261122_031631_blog_content_html.down,
    name: '20261122_031631_blog_content_html',
  },
  {
    up: migration_20261122_035329_leads_phone_optional_for_contact.up,
    down: migration_20261122_035329_leads_phone_optional_for_contact.down,
    name: '20261122_035329_leads_phone_optional_for_contact',
  },
  {
    up: migration_20261122_150308_security_hardening.up,
    down: migration_20261122_150308_security_hardening.down,
    name: '20261122_150308_security_hardening',
  },
  {
    up: migration_20261123_183850_card_fee_model_and_sources.up,
    down: migration_20261123_183850_card_fee_model_and_sources.down,
    name: '20261123_183850_card_fee_model_and_sources',
  },
  {
    up: migration_20261123_191029_card_review_note.up,
    down: migration_20261123_191029_card_review_note.down,
    name: '20261123_191029_card_review_note',
  },
  {
    up: migration_20261123_210035_leads_intake_and_jobs.up,
    down: migration_20261123_210035_leads_intake_and_jobs.down,
    name: '20261123_210035_leads_intake_and_jobs',
  },
  {
    up: migration_20261123_213641_audit_log.up,
    down: migration_20261123_213641_audit_log.down,
    name: '20261123_213641_audit_log',
  },
  {
    up: migration_20261123_234837_catalogue_import_audit_api_keys.up,
    down: migration_20261123_234837_catalogue_import_audit_api_keys.down,
    name: '20261123_234837_catalogue_import_audit_api_keys',
  },
  {
    up: migration_20261124_022142_card_reward_rules.up,
    down: migration_20261124_022142_card_reward_rules.down,
    name: '20261124_022142_card_reward_rules',
  },
  {
    up: migration_20261124_022834_card_finder_preferences.up,
    down: migration_20261124_022834_card_finder_preferences.down,
    name: '20261124_022834_card_finder_preferences',
  },
  {
    up: migration_20261126_070838_member_account.up,
    down: migration_20261126_070838_member_account.down,
    name: '20261126_070838_member_account',
  },
  {
    up: migration_20261126_092452_api_key_expiry.up,
    down: migration_20261126_092452_api_key_expiry.down,
    name: '20261126_092452_api_key_expiry',
  },
  {
    up: migration_20261127_032306_source_checks_and_conditional_fees.up,
    down: migration_20261127_032306_source_checks_and_conditional_fees.down,
    name: '20261127_032306_source_checks_and_conditional_fees',
  },
  {
    up: migration_20261127_042344_fx_fee_note.up,
    down: migration_20261127_042344_fx_fee_note.down,
    name: '20261127_042344_fx_fee_note',
  },
  {
    up: migration_20261127_130620_localised_content.up,
    down: migration_20261127_130620_localised_content.down,
    name: '20261127_130620_localised_content',
  },
  {
    up: migration_20261127_130912_person_locale.up,
    down: migration_20261127_130912_person_locale.down,
    name: '20261127_130912_person_locale',
  },
];
