import * as migration_20261122_023740_initial from './20261122_023740_initial';
import * as migration_20261122_031631_blog_content_html from './20261122_031631_blog_content_html';

export const migrations = [
  {
    up: migration_20261122_023740_initial.up,
    down: migration_20261122_023740_initial.down,
    name: '20261122_023740_initial',
  },
  {
    up: migration_20261122_031631_blog_content_html.up,
    down: migration_20261122_031631_blog_content_html.down,
    name: '20261122_031631_blog_content_html'
  },
];
