/** The service worker's runtime cache of uploaded photos and avatars (/uploads/...), shared with the page that warms it. */
export const UPLOADS_CACHE = 'camp-uploads';
