export * from './auth.ts';
export * from './people.ts';
export * from './slides.ts';
export * from './taxonomy.ts';
