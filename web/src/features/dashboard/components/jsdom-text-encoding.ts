// react-router reads TextEncoder when it loads; jsdom does not define it. Imported first by the tests here.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
