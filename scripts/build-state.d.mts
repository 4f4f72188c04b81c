// Types for build-state.mjs (plain JavaScript, so `npm start` needs no TypeScript loader).
export declare const BUILD_SOURCES: string[];
export declare const BUILD_OUTPUTS: string[];
export declare const BUILD_STAMP: string;
export declare const BUILD_LOCK: string;
export declare function newestMtime(path: string): number;
export declare function buildState(root?: string): 'missing' | 'stale' | 'current';
export declare function stampBuild(root: string, startedAtMs: number): void;
export declare function ensureBuild(root?: string): void;
