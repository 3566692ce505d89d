// Zod probes `new Function('')` to decide whether to compile its parsers; our Content Security
// Policy (script-src 'self') blocks that and Chrome reports the violation. Only the staff pages run
// Zod in the browser (their forms validate with the contract's classic schemas; the public forms use
// the Zod-free schemas of @gharguru/contract/forms, issue 12), and every staff page loads the route
// guards first, which import this module: Zod interprets its schemas there, without the probe.
import { config } from 'zod/v4/core';

config({ jitless: true });
