// @ts-check
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importCycleRule } from './scripts/lint/import-cycles.js';

// Node built-ins, with and without the node: prefix.
const nodeModules = ['node:*', ...builtinModules, ...builtinModules.map((name) => `${name}/*`)];

/** Each top-level folder runs in one environment; these rules keep imports inside it. */
const restrict = (message, ...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/**
 * The renderer's house (README, "Folders"): a feature imports the shared UI (`ui/`), the data
 * layer (`data/`) and `shared/`, never the shell (`app/`) or another feature; `ui/` imports
 * `data/`; `data/` imports neither; only `data/` (and the entries: start.tsx, which every home's
 * entry calls with its bridge, and main.tsx, the desktop's) reaches the bridge, so no component
 * calls it directly. Relative imports are resolved and compared by folder.
 */
const RENDERER = resolve(import.meta.dirname, 'renderer');
function rendererArea(file) {
  const parts = relative(RENDERER, file).split(sep);
  if (parts[0] === '..' || parts.length === 0) return null;
  if (parts[0] === 'features') return parts[1] ? `features/${parts[1]}` : 'features';
  if (parts.length === 1) return parts[0].replace(/\.tsx?$/, '');
  return parts[0];
}
const ALLOWED = {
  app: ['app', 'ui', 'data'],
  ui: ['ui', 'data'],
  data: ['data', 'bridge'],
  start: ['app', 'ui', 'data', 'bridge'],
  main: ['start', 'bridge'],
  bridge: [],
};
export const rendererFoldersRule = {
  meta: { type: 'problem', schema: [], messages: { crossing: '{{from}} may not import {{to}}: {{why}}' } },
  create(context) {
    const from = rendererArea(context.filename);
    if (from === null) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = rendererArea(resolve(dirname(context.filename), source));
      if (to === null || to === from) return;
      const allowed = from.startsWith('features/') ? ['ui', 'data'] : (ALLOWED[from] ?? []);
      if (allowed.includes(to)) return;
      const why = from.startsWith('features/')
        ? 'a feature uses ui/, data/ and shared/ only (never the shell, another feature or the bridge).'
        : to === 'bridge'
          ? 'only the data layer reaches the bridge.'
          : 'see the renderer folders in the README.';
      context.report({ node, messageId: 'crossing', data: { from, to, why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/**
 * The core's house (README, "Folders"): a feature folder (core/features/<area>/) uses the core's
 * parts (offline/, service/, accounts/, files/, bridge/, store/, ports.ts) and shared/, never
 * another feature; the parts never import a feature; only the composition root (app-core.ts)
 * knows every area. Relative imports are resolved and compared by folder.
 */
const CORE = resolve(import.meta.dirname, 'core');
function coreArea(file) {
  const parts = relative(CORE, file).split(sep);
  if (parts[0] === '..' || parts.length === 0 || parts[0] === '') return null;
  if (parts[0] === 'features') return parts.length > 2 ? `features/${parts[1]}` : 'features';
  return parts.length === 1 ? parts[0].replace(/\.tsx?$/, '') : parts[0];
}
export const coreFoldersRule = {
  meta: { type: 'problem', schema: [], messages: { crossing: '{{from}} may not import {{to}}: {{why}}' } },
  create(context) {
    const from = coreArea(context.filename);
    if (from === null || from === 'app-core') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = coreArea(resolve(dirname(context.filename), source));
      if (to === null || to === from || !to.startsWith('features')) return;
      const why = from.startsWith('features/')
        ? 'a feature uses the core’s parts and shared/, never another feature (what two areas share belongs in a part, or in shared/).'
        : 'the core’s parts never know a feature; the composition root (app-core.ts) lends each area what it needs.';
      context.report({ node, messageId: 'crossing', data: { from, to, why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/**
 * The doors between the top folders (README, "Folders"): a home (electron/, mobile/, hosts/) comes
 * into the core only through its door, core/index.ts (and core/ports.ts, which its adapters
 * implement); the two homes never import each other (what both need is in hosts/, or the core);
 * hosts/ serves both and knows neither; the sandbox is a stand-alone service that imports shared/
 * only. Relative imports are resolved and compared by folder; test/lint/house-doors.test.ts tries
 * each on a sample.
 */
const ROOT = import.meta.dirname;
const HOMES = ['electron', 'mobile', 'hosts'];
function topFolder(file) {
  const parts = relative(ROOT, file).split(sep);
  if (parts[0] === '..' || parts[0] === '') return null;
  return {
    top: parts[0],
    rest: parts
      .slice(1)
      .join('/')
      .replace(/\.tsx?$/, ''),
  };
}
function doorCrossing(from, to) {
  if (HOMES.includes(from) && to.top === 'core' && !['', 'index', 'ports'].includes(to.rest))
    return 'a home comes into the core only through its door, core/index.ts (and core/ports.ts for its adapters); export what it needs there.';
  if ((from === 'electron' && to.top === 'mobile') || (from === 'mobile' && to.top === 'electron'))
    return 'the two homes never lean on each other: Node code both use lives in hosts/, the rest in the core.';
  if (from === 'hosts' && (to.top === 'electron' || to.top === 'mobile')) return 'hosts/ serves both homes and knows neither.';
  if (from === 'sandbox' && ['core', 'renderer', 'mobile', 'electron', 'hosts'].includes(to.top))
    return 'the sandbox is a stand-alone service: it imports shared/ only, never the app.';
  return null;
}
export const houseDoorsRule = {
  meta: { type: 'problem', schema: [], messages: { crossing: '{{from}}/ may not import {{to}}: {{why}}' } },
  create(context) {
    const from = topFolder(context.filename);
    if (from === null) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = topFolder(resolve(dirname(context.filename), source));
      if (to === null || to.top === from.top) return;
      const why = doorCrossing(from.top, to);
      if (why) context.report({ node, messageId: 'crossing', data: { from: from.top, to: to.rest ? `${to.top}/${to.rest}` : `${to.top}/`, why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** Native modules: they run on one home only, behind a port. */
const nativeModules = ['@napi-rs/*', 'keytar', '@capacitor/*', '@capacitor-community/*', '@aparajita/*', '@sqlite.org/*', 'better-sqlite3'];

/** Packages that run only in main or in the sandbox (a file store, a socket server, HTTP, PDF): never in the renderer. */
const mainOnlyPackages = ['conf', 'conf/*', 'ws', 'ws/*', 'hono', 'hono/*', '@hono/*', 'pdfkit', 'pdfkit/*'];

/**
 * Electron's IPC objects are named in two files only: electron/ipc.ts (checked handlers) and
 * electron/preload.ts (named operations); anywhere else, a channel could be opened around them.
 */
const ipcSelectors = ['ipcMain', 'ipcRenderer'].flatMap((name) => [
  {
    selector: `ImportDeclaration[source.value='electron'] > ImportSpecifier[imported.name='${name}']`,
    message: `${name} is used only in electron/ipc.ts and electron/preload.ts.`,
  },
  {
    selector: `MemberExpression[object.name='electron'][property.name='${name}']`,
    message: `${name} is used only in electron/ipc.ts and electron/preload.ts.`,
  },
]);
export const ipcOutsideItsFiles = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: ['electron/ipc.ts', 'electron/preload.ts'],
  rules: { 'no-restricted-syntax': ['error', ...ipcSelectors] },
};

/**
 * One locale, resolved once (shared/locale/resolve.ts): a formatter given no locale takes the
 * engine's own, which drifts from the person's choice and the system's regional format. Every
 * date, time and number in the app is written with the resolved locale (renderer/ui/format.ts in
 * the renderer; the locale the home resolved elsewhere). test/lint/locale-rules.test.ts tries it.
 */
const NO_LOCALE =
  'Give it the resolved locale (renderer/ui/format.ts: appLocale(), formatDate, formatNumber…): without one it takes the engine’s own, not the person’s.';
export const localeSelectors = [
  { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length=0]', message: NO_LOCALE },
  {
    selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.0.type='Identifier'][arguments.0.name='undefined']",
    message: NO_LOCALE,
  },
  ...['NewExpression', 'CallExpression'].flatMap((kind) => [
    { selector: `${kind}[callee.object.name='Intl'][arguments.length=0]`, message: NO_LOCALE },
    { selector: `${kind}[callee.object.name='Intl'][arguments.0.type='Identifier'][arguments.0.name='undefined']`, message: NO_LOCALE },
  ]),
];
export const localeRules = {
  files: ['renderer/**/*.{ts,tsx}', 'core/**/*.ts', 'shared/**/*.ts'],
  rules: { 'no-restricted-syntax': ['error', ...ipcSelectors, ...localeSelectors] },
};

/**
 * Every word a person reads is a catalog message (shared/i18n, README "Languages"): the whole
 * renderer, and the files of the core and the homes that write words for a person themselves (the
 * core's other messages are held by CORE_MESSAGE_FILES' rules). Here no literal text is left in JSX or in a user-facing
 * prop, and each message has a description for its translators, its placeholders given, and the
 * plural forms every language needs.
 */
export const CONVERTED_TO_MESSAGES = [
  // Every screen, the shell, the shared widgets and the data layer.
  'renderer/**/*.{ts,tsx}',
  // What the core writes or shows for a person outside the screens, and Electron main's menu and dialogs.
  'core/i18n/**/*.ts',
  'core/files/{save-dialog-words,saved-files}.ts',
  'core/features/{desk,posts,exports,moderation}/*-words.ts',
  'core/features/desk/desk-list-csv.ts',
  'core/features/posts/{guest-list,calendar}.ts',
  'electron/desktop/{menu,desktop-words,language}.ts',
  'mobile/web/{phone-words,phone-app}.ts',
  'shared/i18n/{intl,isolate,messages}.ts',
];

/**
 * The core's and shared/'s messages (README "Languages"): written with `defineMessages` from
 * `@formatjs/intl` and said with `say` (shared/i18n/words.ts), so each crosses the bridge as its id
 * and values. The same rules on each message; and the core never throws English: a LocalError
 * takes a message said, never a sentence (test/lint/core-messages.test.ts tries it).
 */
export const CORE_MESSAGE_FILES = [
  'shared/i18n/words.ts',
  'shared/bridge/error.ts',
  'shared/api/fields.ts',
  'shared/api/field-labels.ts',
  'shared/**/*-words.ts',
  'core/**/*-words.ts',
  'renderer/data/*-words.ts',
  'renderer/data/errors.ts',
  'renderer/data/message-format.ts',
  'renderer/bridge.ts',
  'renderer/ui/form-resolver.ts',
  'renderer/ui/MessageFormatter.tsx',
];
const ENGLISH_ERROR = 'Say it as a catalog message: `new LocalError(kind, say(WORDS.thing, values))` (shared/i18n/words.ts), never an English sentence.';
export const coreMessageRules = {
  files: ['core/**/*.ts', 'shared/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...ipcSelectors,
      ...localeSelectors,
      { selector: "NewExpression[callee.name='LocalError'][arguments.1.type='Literal']", message: ENGLISH_ERROR },
      { selector: "NewExpression[callee.name='LocalError'][arguments.1.type='TemplateLiteral']", message: ENGLISH_ERROR },
      { selector: "NewExpression[callee.name='LocalError'] > ConditionalExpression.arguments > Literal", message: ENGLISH_ERROR },
    ],
  },
};
export const messageRules = {
  files: [...CONVERTED_TO_MESSAGES, ...CORE_MESSAGE_FILES],
  plugins: { formatjs },
  rules: {
    'formatjs/no-literal-string-in-jsx': [
      'error',
      {
        props: {
          include: [
            ['*', '{label,description,errorMessage,placeholder,title,hint,alt,loading}'],
            ['*', 'aria-{label,description,roledescription,valuetext,placeholder}'],
          ],
        },
      },
    ],
    'formatjs/enforce-description': ['error', 'literal'],
    'formatjs/enforce-default-message': ['error', 'literal'],
    'formatjs/enforce-placeholders': 'error',
    'formatjs/enforce-plural-rules': ['error', { one: true, other: true }],
    'formatjs/no-invalid-icu': 'error',
    'formatjs/no-offset': 'error',
    'formatjs/prefer-pound-in-plural': 'error',
    'formatjs/no-multiple-plurals': 'error',
  },
};

/** Where a phone might keep something, other than its Keychain or Keystore: never in the phone's page. */
const storageGlobals = ['localStorage', 'sessionStorage', 'indexedDB', 'openDatabase'].map((name) => ({
  name,
  message: `The phone keeps nothing in the WebView's ${name}: iOS may empty it, and it is no place for a sign-in. Use the core's Store, Files or Secrets.`,
}));
const storagePackages = [
  '@capacitor/preferences',
  '@capacitor/preferences/*',
  '@aparajita/capacitor-secure-storage/dist/*',
  '@capacitor-community/sqlite/dist/*',
  'jeep-sqlite',
  'jeep-sqlite/*',
  'localforage',
  'localforage/*',
];

/**
 * The phone (mobile/): its page (native/, the adapters of the core's ports; web/, the entry) runs
 * in a WebView, its tool files (capacitor.config.ts, vite.config.ts, cap.ts) and the test rig's
 * host (rig/*.ts) in Node, the rig's stand-ins (rig/page/) in a desktop browser. The adapters
 * import Capacitor's plugins, the core's ports (types) and shared/ only; nothing in the page keeps
 * anything in the WebView's storage or reaches a plugin's web fallback.
 */
export const phoneRules = [
  {
    files: ['mobile/*.ts', 'mobile/rig/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The test rig's stand-ins for the native parts run in a desktop browser's page, beside the
    // phone bundle but never in it (mobile/web/main.ts loads them only outside the phone app).
    files: ['mobile/rig/page/**'],
    languageOptions: { globals: globals.browser },
    rules: restrict(
      "The phone rig's page runs in a browser: no Node, no electron, no sandbox, no renderer (it stands in for the phone's native parts only).",
      ...nodeModules,
      'electron',
      '**/electron/**',
      '**/hosts/**',
      '**/sandbox/**',
      '**/renderer/**',
    ),
  },
  {
    files: ['mobile/native/**', 'mobile/web/**'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-globals': ['error', ...storageGlobals],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => storageGlobals.map(({ name, message }) => ({ object, property: name, message }))),
      ],
    },
  },
  {
    files: ['mobile/native/**'],
    rules: restrict(
      "The phone's adapters run in the WebView: Capacitor's plugins, the core's ports and shared/ only (no Node, no electron, no other part of the app, no storage but the Keychain's).",
      ...nodeModules,
      'electron',
      '**/electron/**',
      '**/renderer/**',
      '**/sandbox/**',
      '**/core/**',
      '!**/core/ports',
      ...storagePackages,
    ),
  },
  {
    files: ['mobile/web/**'],
    rules: restrict(
      "The phone's page runs in the WebView: no Node, no electron, no sandbox, no storage but the Keychain's.",
      ...nodeModules,
      'electron',
      '**/electron/**',
      '**/sandbox/**',
      ...storagePackages,
    ),
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', 'coverage/', '.tmp/', '**/*.d.ts', 'mobile/android/', 'mobile/ios/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '.ci/*.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['shared/**'],
    rules: restrict(
      'shared/ runs on both sides: it imports neither Node, nor the DOM, nor another top-level folder, nor a package of one side (hono, zustand).',
      ...nodeModules,
      'electron',
      'react',
      'react-dom',
      'react-dom/*',
      'hono',
      'hono/*',
      'zustand',
      'zustand/*',
      '**/sandbox/**',
      '**/electron/**',
      '**/renderer/**',
      '**/test/**',
    ),
  },
  {
    files: ['sandbox/**'],
    languageOptions: { globals: globals.node },
    rules: restrict('The sandbox is a stand-alone service: it never imports the app.', 'electron', '**/electron/**', '**/renderer/**', 'react', 'react-dom'),
  },
  {
    files: ['electron/**', 'hosts/**'],
    languageOptions: { globals: globals.node },
    rules: restrict('The main process never imports the renderer.', '**/renderer/**'),
  },
  {
    files: ['core/**', 'electron/node/**', 'electron/browser-mode/**', 'electron/desktop-core.ts', 'hosts/**'],
    rules: restrict(
      'The core, the Node adapters, browser mode and the hosts both homes use run without Electron: no electron here.',
      'electron',
      '**/renderer/**',
    ),
  },
  {
    // The core runs on every home, a phone included (issue 26): only shared/, its ports and the
    // web platform a WebView and Node both have. test/lint/core-folders.test.ts tries the rules.
    files: ['core/**'],
    plugins: { house: { rules: { 'core-folders': coreFoldersRule } } },
    rules: {
      'house/core-folders': 'error',
      ...restrict(
        'The core runs on every home, a phone included: no Node, no electron, no native module, no home, and none of the packages that run only on a computer (conf, ws, hono, pdfkit). Use its ports (core/ports.ts) and the web platform.',
        ...nodeModules,
        ...mainOnlyPackages,
        ...nativeModules,
        'electron',
        '**/electron/**',
        '**/mobile/**',
        '**/renderer/**',
        '**/sandbox/**',
      ),
      'no-restricted-globals': [
        'error',
        { name: 'Buffer', message: "Node's Buffer is not on a phone: use Uint8Array and shared/bytes.ts." },
        { name: 'process', message: 'There is no process on a phone: the home tells the core what it needs through its ports.' },
        { name: 'require', message: 'The core is ES modules only.' },
        { name: 'window', message: 'The core runs where there is no window (Node, a worker): use its ports.' },
        { name: 'document', message: 'The core never touches the page: the renderer does, through the bridge.' },
        { name: 'localStorage', message: 'The core keeps nothing in the WebView’s storage: use the Store or Files port.' },
        { name: 'sessionStorage', message: 'The core keeps nothing in the WebView’s storage: use the Store or Files port.' },
        { name: 'indexedDB', message: 'The core keeps nothing in the WebView’s storage: use the Store or Files port.' },
      ],
    },
  },
  {
    files: ['renderer/**'],
    plugins: { house: { rules: { 'renderer-folders': rendererFoldersRule } } },
    rules: { 'house/renderer-folders': 'error' },
  },
  {
    files: ['renderer/**'],
    languageOptions: { globals: globals.browser },
    rules: restrict(
      'The renderer reaches the world only through the bridge: no Node, no electron, no core (not even on the phone, where it shares the page), no home (mobile/), no sandbox, and none of the packages that run only in main or the sandbox (conf, ws, hono, pdfkit).',
      ...nodeModules,
      'electron',
      '**/sandbox/**',
      '**/electron/**',
      '**/core/**',
      '**/mobile/**',
      ...mainOnlyPackages,
    ),
  },
  {
    files: ['electron/**', 'mobile/**', 'hosts/**', 'sandbox/**'],
    plugins: { house: { rules: { doors: houseDoorsRule } } },
    rules: { 'house/doors': 'error' },
  },
  {
    // No import cycles anywhere, type-only imports included (scripts/lint/import-cycles.js; tried
    // in test/lint/import-cycles.test.ts). The graph is read once a run, so it costs about a second.
    files: ['**/*.{ts,tsx}'],
    plugins: { cycles: { rules: { 'no-import-cycle': importCycleRule } } },
    rules: { 'cycles/no-import-cycle': 'error' },
  },
  ipcOutsideItsFiles,
  localeRules,
  coreMessageRules,
  messageRules,
  ...phoneRules,
  {
    files: ['test/**'],
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
