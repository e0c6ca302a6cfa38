"""LAN play on real sockets: the transport, host and guest peers, the headless `playmat host/join`."""
