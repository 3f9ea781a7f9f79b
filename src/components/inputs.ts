// antd's text inputs one by one. `Input` from 'antd' is the index that hangs TextArea, Search, Password and OTP on
// it (`Input.TextArea`, …), so a screen with a single text field took all of them into its first load (8 kB gzip
// more). Screens take their inputs from here (eslint.config.js): each brings only itself. Same components and
// props as antd's; antd's package has no exports map, and these are the files its own index re-exports.
export { default as Input } from 'antd/es/input/Input';
export { default as TextArea } from 'antd/es/input/TextArea';
export { default as SearchInput } from 'antd/es/input/Search';
export { default as PasswordInput } from 'antd/es/input/Password';
