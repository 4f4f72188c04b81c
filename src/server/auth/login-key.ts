/**
 * How a username or email address is compared: Unicode case folded in JavaScript (NFC, then
 * lower case), never by the database's lower(), which folds only ASCII on SQLite and follows the
 * server's locale on PostgreSQL. Stored beside each account (username_key, email_key; migration
 * 009), uniquely indexed, and what every lookup compares: "Ärne" and "ärne" are one name on both.
 */
export const loginKey = (value: string) => value.normalize('NFC').toLowerCase();
