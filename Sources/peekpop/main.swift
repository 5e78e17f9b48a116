print("peekpop")
