/**
 * The media types of the files the product takes and gives besides JSON, in a module without zod
 * (the web app's store reads it, and zod stays out of the homepage's scripts).
 */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
