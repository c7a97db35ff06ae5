export * from './taxonomy.ts';
