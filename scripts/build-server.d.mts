export declare const loadedOnFirstUse: string[];
export declare function buildServer(outfile?: string): Promise<void>;
