// The map's libraries, loaded as plain scripts from /vendor/ before the page's modules (index.html).
declare const d3: typeof import('d3-geo');
declare const topojson: typeof import('topojson-client');
