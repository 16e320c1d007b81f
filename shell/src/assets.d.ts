/** Font files the shell's build emits as assets: the import is the file's URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
