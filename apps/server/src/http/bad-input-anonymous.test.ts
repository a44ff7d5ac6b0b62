import { describeBadInputWalk } from "../test/bad-input-walk.js";

/** Every registered API route with malformed queries and bodies, as an anonymous visitor; routes for signed-in callers turn the visitor away first. */
describeBadInputWalk("anonymous");
