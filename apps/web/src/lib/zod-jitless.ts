// Zod probes the Function constructor (with an empty body) to decide whether to compile its
// parsers; our Content Security Policy (script-src 'self') blocks that and Chrome reports the
// violation. Every page that parses with Zod imports this module first: the staff pages through the
// route guards, the public forms with their schemas (form-schemas.ts). Zod then interprets its
// schemas, without the probe.
import { config } from 'zod/v4/core';

config({ jitless: true });
