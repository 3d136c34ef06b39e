/**
 * The router pieces a remote may use. react-router is not a shared singleton: shared modules
 * cannot be tree-shaken, and the whole package costs about 59 KB gzipped on the first load.
 * The shell bundles the parts it uses and provides this module, so every remote's links and
 * hooks read the shell's one router context.
 */
export { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
