/** The reference page's one stylesheet (inline: the pages' CSP allows inline styles and no scripts are used). */
export const REFERENCE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#fafafa}
header,nav,main{max-width:60rem;margin:0 auto;padding:0 1rem}
h1{font-size:1.6rem;margin:1rem 0 .5rem}h1 small{font-size:.9rem;color:#555;font-weight:normal}
h2{font-size:1.4rem;margin:2rem 0 .25rem;border-bottom:2px solid #ddd;text-transform:capitalize}
h3{font-size:1.05rem;margin:0 0 .25rem;overflow-wrap:anywhere}h3 a{color:inherit;text-decoration:none}
h4{font-size:.95rem;margin:1rem 0 .25rem}
a{color:#0b57d0}code{font:.9em ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
.toc{columns:2 16rem;padding-left:1.2rem}.toc ul{padding-left:1rem;font-size:.9rem}.toc li{break-inside:avoid}
.op{background:#fff;border:1px solid #e0e0e0;border-radius:8px;padding:1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.2em;text-align:center;border-radius:4px;padding:0 .3em;font:700 .8em ui-monospace,monospace;color:#fff;background:#555}
.get{background:#1a7f37}.post{background:#0b57d0}.put{background:#9a6700}.patch{background:#8250df}.delete{background:#c5221f}
.opid{color:#555;font-size:.9em}.req{color:#c5221f;font-size:.8em}.none{color:#555}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{border:1px solid #e0e0e0;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#f3f3f3}
.replies{padding-left:1.2rem}.media{margin:.25rem 0;color:#555}.roles{columns:2 10rem;font-size:.9rem}
@media (max-width:30rem){body{font-size:15px}.op{padding:.6rem}td,th{padding:.25rem}}
`;
