// The async boundary: shared singletons are negotiated before any React code runs. Eager: the
// standalone page's code stays in its entry file, so the route table is not shared by two lazily
// loaded chunks, which would split it into a file of its own that every page of the site then loads.
import(/* webpackMode: "eager" */ './bootstrap');
