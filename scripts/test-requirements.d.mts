export declare const inCi: () => boolean;
export declare function chromiumPath(): string | undefined;
export declare const POSTGRES_15_BIN: string;
export declare const SOFFICE_PATH: string;
export type RequirementName = 'chromium' | 'postgres' | 'postgres15' | 'libreoffice';
export declare const REQUIREMENTS: Record<
  RequirementName,
  { present: () => boolean; install: string }
>;
/** true: met; false: skipped (a line printed); null: missing under CI (printed as an error). */
export declare function checkRequirement(name: RequirementName, what: string): boolean | null;
