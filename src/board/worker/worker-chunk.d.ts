// `import url from './x.ts?worker-chunk'`: the URL of module x built as an entry of the app's build, for a module worker
// (tools/build/worker-chunk.ts).
declare module '*?worker-chunk' {
  const url: string;
  export default url;
}
