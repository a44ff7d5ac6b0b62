import { describeBadInputWalk } from "../test/bad-input-walk.js";

/** Every registered API route with malformed queries and bodies, as an administrator: the odd half of the routes. */
describeBadInputWalk("administrator", { part: 1, of: 2 });
