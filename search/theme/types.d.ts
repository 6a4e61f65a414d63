declare module '@docsearch/react/style';
declare module '@docsearch/react/style/*';
declare module '*.module.css' {
  const classes: {readonly [key: string]: string};
  export default classes;
}
