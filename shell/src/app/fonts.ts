// Inter ships with the product (no font request leaves the origin): the variable font, one file per
// script, weights 400 to 800 (the ones the interface uses). Both files are declared by the page itself
// (shell/index.html), with the latin one preloaded beside its metric-matched fallback: a @font-face added
// at run time would make the browser rebuild its font faces and swap the optional latin face in late.
// Importing them here is what makes the build emit them (their addresses go into index.html).
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2';

/** The addresses of the Inter files, as the build emitted them (declared by shell/index.html). */
export const INTER_FILES: readonly string[] = [interLatin, interLatinExt];
