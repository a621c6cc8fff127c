import { z } from 'zod';

// The page's CSP allows no eval: zod is told not to try compiling its checks (it would fall back
// by itself, but the attempt is reported as a violation). Imported first, before any schema is used.
z.config({ jitless: true });
