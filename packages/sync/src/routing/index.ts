export { normalizeNodeUrl, rankLiveNodes, rankNodes, syncSocketUrl } from './rendezvous';
