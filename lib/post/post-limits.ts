// The post converter's limit, apart from its code: the background's messages check it too (lib/posting/).

/** More distinct links than this and the post is refused before anything is sent. */
export const POST_LINKS_MAX = 200;
