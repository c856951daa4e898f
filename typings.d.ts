/** Build-time constants from .umirc.ts `define`. */
declare const API_HOST: string;
declare const MEDIA_DIVIDE_URL: string;
/** The build's id (scripts/build.mjs writes the same into version.json); 'dev' outside `npm run build`. */
declare const BUILD_ID: string;
/** The router base and public path the build was made for (env BASE_PATH of the build), e.g. '/' or '/console/'. */
declare const BASE_PATH: string;

interface Window {
  /** Router base path override (SPEC.md section 2); defaults to '/'. */
  routerBase?: string;
  publicPath?: string;
}

declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.less' {
  const classes: Record<string, string>;
  export default classes;
}
