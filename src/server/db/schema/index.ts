export * from './dealerships';
export * from './websites';
export * from './locations';
export * from './cars';
export * from './catalogue';
export * from './reviews';
export * from './leads';
export * from './commerce';
