// Asset imports resolved by webpack (asset modules) and mapped by Jest.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
