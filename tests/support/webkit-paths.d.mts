export declare const WEBKIT_DRIVER: string;
export declare const XVFB: string;
export declare function miniBrowserPath(): string | undefined;
export declare function webkitInstalled(): boolean;
