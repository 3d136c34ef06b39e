declare function compileMessages(source: string): string;
export = compileMessages;
