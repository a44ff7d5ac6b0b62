import { z } from "zod";

// Browsers run our pages under a Content-Security-Policy without 'unsafe-eval'. zod would try `new Function` once
// to decide whether to compile schemas, which the browser reports as a violation; in the browser it interprets
// them instead. Evaluated before any schema of this package, so before the first parse. The server keeps compiling.
if ("document" in globalThis) z.config({ jitless: true });
