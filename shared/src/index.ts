// @cardcompare/shared: the domain contract both apps import (DESIGN.md). No framework code.
export * from './contract'
export * from './constants'
export * from './rules'
export * from './schemas'
export * from './fields'
export * from './tips'
export * from './contact'
export * from './blog'
