import { describeBadInputWalk } from "../test/bad-input-walk.js";

/** Every registered API route with malformed queries and bodies, as an administrator, whom every route admits: the even half (bad-input-admin-odd.test.ts walks the rest at the same time). */
describeBadInputWalk("administrator", { part: 0, of: 2 });
