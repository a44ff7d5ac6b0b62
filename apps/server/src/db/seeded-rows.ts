/** Rows every database holds from its first start (modules/users/seed.ts); their ids never change. */

/** The administrators group: holds every permission, cannot be deleted or have its permissions changed. */
export const ADMIN_GROUP_ID = 1;

/** The members group, the default group of new users. */
export const MEMBER_GROUP_ID = 2;

/** The administrator created at first start; never deleted, disabled or taken out of the administrators group. */
export const SUPER_ADMIN_USER_ID = 1;
