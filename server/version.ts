// The app version, from package.json (bundled in, so it also works inside the packaged desktop app).
import packageJson from '../package.json';

export const appVersion: string = packageJson.version;
