// The server runs its TypeScript with Node's own type stripping, which needs Node 22.12 or newer;
// on an older Node it would fail later with a confusing syntax error, so say what to do at once. Through npm
// (npm start, npm test) the scripts run on the project's own Node.js 24 (an optional dependency, README).
const [major, minor] = process.versions.node.split('.').map(Number);

export function requireSupportedNode() {
  if (major > 22 || (major === 22 && minor >= 12)) return;
  console.error(
    `This project needs Node.js 22.12 or newer; this is Node.js ${process.versions.node}. Run it through npm (npm install, then npm start or npm test), which brings Node.js 24 where the npm registry has it for this machine, or install Node.js 24 (see .nvmrc).`,
  );
  process.exit(1);
}
