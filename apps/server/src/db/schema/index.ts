export * from './auth.ts';
export * from './library.ts';
export * from './people.ts';
export * from './search.ts';
export * from './slides.ts';
export * from './social.ts';
export * from './statistics.ts';
export * from './taxonomy.ts';
