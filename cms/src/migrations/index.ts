import * as migration_20261122_023740_initial from './20261122_023740_initial';
import * as migration_20261122_031631_blog_content_html from './20261122_031631_blog_content_html';
import * as migration_20261122_035329_leads_phone_optional_for_contact from './20261122_035329_leads_phone_optional_for_contact';

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
    name: '20261122_035329_leads_phone_optional_for_contact'
  },
];
