export * from './file-uploader.port.ts';
export * from './icon-source.port.ts';
export * from './load-icons.use-case.ts';
export * from './send-upload.use-case.ts';
