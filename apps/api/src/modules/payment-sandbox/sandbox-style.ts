/** Served at /sandbox/cmi/sandbox.css: the pages' only style sheet, sized for a 360–390 px phone first. */
export const SANDBOX_CSS = `*{box-sizing:border-box}
body{margin:0;font-family:Arial,"Noto Sans Arabic",sans-serif;font-size:16px;line-height:1.45;color:#1b1f1c;background:#eef2f0}
main{max-width:28rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:8px;padding:1.25rem 1rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.35rem;margin:0 0 .75rem}
.brand{font-weight:bold;color:#8a1538;letter-spacing:.05em;margin:0 0 .25rem}
.sandbox{background:#fff4d6;border:1px solid #b98900;border-radius:4px;padding:.5rem .75rem;font-size:.9rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#4a524d}
dd{margin:0;font-weight:bold;overflow-wrap:anywhere}
label{display:block;font-weight:bold;margin:0 0 .3rem}
.field{margin:0 0 1rem}
.row{display:flex;gap:.75rem}
.row>.field{flex:1 1 0;min-width:0}
input{width:100%;font-size:1.1rem;padding:.65rem .7rem;border:1px solid #6b736e;border-radius:4px;background:#fff;color:inherit}
input:focus{outline:3px solid #0b5cad;outline-offset:1px}
input[aria-invalid=true]{border:2px solid #b00020}
.error{color:#b00020;margin:.3rem 0 0;font-size:.95rem}
.alert{color:#b00020;font-weight:bold;margin:0 0 1rem}
button{width:100%;font-size:1.1rem;font-weight:bold;padding:.85rem 1rem;border:0;border-radius:4px;background:#00623a;color:#fff;cursor:pointer}
button:focus{outline:3px solid #0b5cad;outline-offset:2px}
.hint{color:#4a524d;font-size:.9rem;margin:1rem 0 0}
.num{direction:ltr;unicode-bidi:isolate}
[dir=rtl] input.num{text-align:right}
`;
