import { describeBadInputWalk } from "../test/bad-input-walk.js";

/** Every registered API route with malformed queries and bodies, as a member without administrator rights; administrator routes turn them away first. */
describeBadInputWalk("member");
