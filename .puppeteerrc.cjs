// pa11y (the e2e suite's second accessibility engine) brings puppeteer, whose install script would download
// its own Chrome. Nothing here may download a browser: the tests drive Debian's Chromium (@fleet/browsers).
module.exports = { skipDownload: true };
