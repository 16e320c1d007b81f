// The packages behind the shared facades (rspack aliases, see rspack.remote.cjs): the facades import
// them by these names so that Module Federation does not route the facade back to itself.
declare module 'tanstack-react-query-build' {
  export * from '@tanstack/react-query';
}
