// Builds the app when the build is missing or older than its sources (scripts/build-state.mjs).
import { ensureBuild } from './build-state.mjs';

ensureBuild();
