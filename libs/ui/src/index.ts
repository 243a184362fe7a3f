import './ui.css';
export { Loader } from './loader/loader';
export { ErrorFallback, type ErrorFallbackProps } from './error-fallback/error-fallback';
export { PlaceholderPage, type PlaceholderPageProps } from './placeholder-page/placeholder-page';
