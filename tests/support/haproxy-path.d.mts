export function haproxyPath(): string | undefined;
