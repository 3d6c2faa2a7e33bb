import * as migration_20261122_023740_initial from './20261122_023740_initial';

export const migrations = [
  {
    up: migration_20261122_023740_initial.up,
    down: migration_20261122_023740_initial.down,
    name: '20261122_023740_initial'
  },
];
